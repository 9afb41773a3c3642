(define (problem plan_trial_84042daf23c4)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Vase_bar__minus_00_dot_95_bar__plus_00_dot_29_bar__minus_00_dot_01 - object
        Vase_bar__minus_01_dot_10_bar__plus_00_dot_20_bar__minus_00_dot_11 - object
        Vase_bar__minus_01_dot_28_bar__plus_00_dot_11_bar__plus_00_dot_36 - object
        KeyChain_bar__minus_01_dot_00_bar__plus_00_dot_82_bar__plus_00_dot_34 - object
        KeyChain_bar__minus_04_dot_56_bar__plus_00_dot_03_bar__minus_00_dot_39 - object
        Book_bar__minus_04_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_66 - object
        Book_bar__minus_01_dot_11_bar__plus_00_dot_27_bar__plus_00_dot_10 - object
        Pencil_bar__plus_00_dot_36_bar__plus_00_dot_23_bar__plus_02_dot_79 - object
        Pencil_bar__plus_00_dot_32_bar__plus_00_dot_53_bar__plus_02_dot_45 - object
        Pillow_bar__plus_00_dot_33_bar__plus_00_dot_14_bar__plus_04_dot_22 - object
        Laptop_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_04_dot_02 - object
        RemoteControl_bar__plus_00_dot_46_bar__plus_00_dot_12_bar__plus_04_dot_61 - object
        RemoteControl_bar__plus_00_dot_23_bar__plus_00_dot_22_bar__plus_04_dot_38 - object
        ArmChair_bar__plus_00_dot_42_bar_00_dot_00_bar__plus_05_dot_13 - receptacle
        CoffeeTable_bar__plus_00_dot_41_bar__plus_00_dot_01_bar__plus_02_dot_61 - receptacle
        DiningTable_bar__minus_04_dot_30_bar__plus_00_dot_01_bar__minus_00_dot_38 - receptacle
        Drawer_bar__plus_00_dot_21_bar__plus_00_dot_07_bar__plus_02_dot_61 - receptacle
        Drawer_bar__plus_00_dot_21_bar__plus_00_dot_23_bar__plus_02_dot_61 - receptacle
        Drawer_bar__plus_00_dot_21_bar__plus_00_dot_39_bar__plus_02_dot_61 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_02_dot_61 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_39_bar__plus_02_dot_61 - receptacle
        Drawer_bar__minus_01_dot_03_bar__plus_00_dot_78_bar__plus_00_dot_24 - receptacle
        Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31 - receptacle
        SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16 - receptacle
        Sofa_bar__minus_01_dot_53_bar__plus_00_dot_02_bar__plus_02_dot_56 - receptacle
        GarbageCan_bar__minus_03_dot_17_bar__plus_00_dot_66_bar__plus_00_dot_27 - receptacle
        loc_bar__minus_13_bar_1_bar_3_bar_15 - location
        loc_bar__minus_17_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar_5_bar_0_bar_30 - location
        loc_bar__minus_2_bar_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_0_bar_30 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        loc_bar_2_bar_25_bar_2_bar_30 - location
        loc_bar_2_bar_9_bar_2_bar_30 - location
        loc_bar_4_bar_12_bar_0_bar_30 - location
        loc_bar_4_bar_15_bar_2_bar_30 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__plus_00_dot_42_bar_00_dot_00_bar__plus_05_dot_13 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_42_bar_00_dot_00_bar__plus_05_dot_13 loc_bar_2_bar_25_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_41_bar__plus_00_dot_01_bar__plus_02_dot_61 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_41_bar__plus_00_dot_01_bar__plus_02_dot_61 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_04_dot_30_bar__plus_00_dot_01_bar__minus_00_dot_38 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_04_dot_30_bar__plus_00_dot_01_bar__minus_00_dot_38 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_21_bar__plus_00_dot_07_bar__plus_02_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_21_bar__plus_00_dot_07_bar__plus_02_dot_61 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_21_bar__plus_00_dot_07_bar__plus_02_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_21_bar__plus_00_dot_23_bar__plus_02_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_21_bar__plus_00_dot_23_bar__plus_02_dot_61 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_21_bar__plus_00_dot_23_bar__plus_02_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_21_bar__plus_00_dot_39_bar__plus_02_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_21_bar__plus_00_dot_39_bar__plus_02_dot_61 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_21_bar__plus_00_dot_39_bar__plus_02_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_02_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_02_dot_61 loc_bar_4_bar_7_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_02_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_39_bar__plus_02_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_39_bar__plus_02_dot_61 loc_bar_4_bar_15_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_39_bar__plus_02_dot_61)
        (receptacleType Drawer_bar__minus_01_dot_03_bar__plus_00_dot_78_bar__plus_00_dot_24 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_03_bar__plus_00_dot_78_bar__plus_00_dot_24 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_03_bar__plus_00_dot_78_bar__plus_00_dot_24)
        (receptacleType Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31 OttomanType)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31 loc_bar_4_bar_12_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_53_bar__plus_00_dot_02_bar__plus_02_dot_56 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_53_bar__plus_00_dot_02_bar__plus_02_dot_56 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_03_dot_17_bar__plus_00_dot_66_bar__plus_00_dot_27 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_17_bar__plus_00_dot_66_bar__plus_00_dot_27 loc_bar__minus_13_bar_1_bar_3_bar_15)
        (objectType Vase_bar__minus_00_dot_95_bar__plus_00_dot_29_bar__minus_00_dot_01 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_95_bar__plus_00_dot_29_bar__minus_00_dot_01 SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16)
        (objectAtLocation Vase_bar__minus_00_dot_95_bar__plus_00_dot_29_bar__minus_00_dot_01 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Vase_bar__minus_00_dot_95_bar__plus_00_dot_29_bar__minus_00_dot_01)
        (objectType Vase_bar__minus_01_dot_10_bar__plus_00_dot_20_bar__minus_00_dot_11 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_10_bar__plus_00_dot_20_bar__minus_00_dot_11 SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16)
        (objectAtLocation Vase_bar__minus_01_dot_10_bar__plus_00_dot_20_bar__minus_00_dot_11 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Vase_bar__minus_01_dot_10_bar__plus_00_dot_20_bar__minus_00_dot_11)
        (objectType Vase_bar__minus_01_dot_28_bar__plus_00_dot_11_bar__plus_00_dot_36 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_28_bar__plus_00_dot_11_bar__plus_00_dot_36 SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16)
        (objectAtLocation Vase_bar__minus_01_dot_28_bar__plus_00_dot_11_bar__plus_00_dot_36 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Vase_bar__minus_01_dot_28_bar__plus_00_dot_11_bar__plus_00_dot_36)
        (objectType KeyChain_bar__minus_01_dot_00_bar__plus_00_dot_82_bar__plus_00_dot_34 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_00_bar__plus_00_dot_82_bar__plus_00_dot_34 Drawer_bar__minus_01_dot_03_bar__plus_00_dot_78_bar__plus_00_dot_24)
        (objectAtLocation KeyChain_bar__minus_01_dot_00_bar__plus_00_dot_82_bar__plus_00_dot_34 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_00_bar__plus_00_dot_82_bar__plus_00_dot_34)
        (objectType KeyChain_bar__minus_04_dot_56_bar__plus_00_dot_03_bar__minus_00_dot_39 KeyChainType)
        (inReceptacle KeyChain_bar__minus_04_dot_56_bar__plus_00_dot_03_bar__minus_00_dot_39 DiningTable_bar__minus_04_dot_30_bar__plus_00_dot_01_bar__minus_00_dot_38)
        (objectAtLocation KeyChain_bar__minus_04_dot_56_bar__plus_00_dot_03_bar__minus_00_dot_39 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_04_dot_56_bar__plus_00_dot_03_bar__minus_00_dot_39)
        (objectType Book_bar__minus_04_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_66 BookType)
        (inReceptacle Book_bar__minus_04_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_66 DiningTable_bar__minus_04_dot_30_bar__plus_00_dot_01_bar__minus_00_dot_38)
        (objectAtLocation Book_bar__minus_04_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_66 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Book_bar__minus_04_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_66)
        (objectType Book_bar__minus_01_dot_11_bar__plus_00_dot_27_bar__plus_00_dot_10 BookType)
        (inReceptacle Book_bar__minus_01_dot_11_bar__plus_00_dot_27_bar__plus_00_dot_10 SideTable_bar__minus_01_dot_03_bar__plus_00_dot_01_bar__plus_00_dot_16)
        (objectAtLocation Book_bar__minus_01_dot_11_bar__plus_00_dot_27_bar__plus_00_dot_10 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_11_bar__plus_00_dot_27_bar__plus_00_dot_10)
        (objectType Pencil_bar__plus_00_dot_36_bar__plus_00_dot_23_bar__plus_02_dot_79 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_36_bar__plus_00_dot_23_bar__plus_02_dot_79 Drawer_bar__plus_00_dot_60_bar__plus_00_dot_23_bar__plus_02_dot_61)
        (objectAtLocation Pencil_bar__plus_00_dot_36_bar__plus_00_dot_23_bar__plus_02_dot_79 loc_bar_4_bar_7_bar_0_bar_30)
        (pickupable Pencil_bar__plus_00_dot_36_bar__plus_00_dot_23_bar__plus_02_dot_79)
        (objectType Pencil_bar__plus_00_dot_32_bar__plus_00_dot_53_bar__plus_02_dot_45 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_32_bar__plus_00_dot_53_bar__plus_02_dot_45 Drawer_bar__plus_00_dot_60_bar__plus_00_dot_39_bar__plus_02_dot_61)
        (objectAtLocation Pencil_bar__plus_00_dot_32_bar__plus_00_dot_53_bar__plus_02_dot_45 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_32_bar__plus_00_dot_53_bar__plus_02_dot_45)
        (objectType Pillow_bar__plus_00_dot_33_bar__plus_00_dot_14_bar__plus_04_dot_22 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_33_bar__plus_00_dot_14_bar__plus_04_dot_22 Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31)
        (objectAtLocation Pillow_bar__plus_00_dot_33_bar__plus_00_dot_14_bar__plus_04_dot_22 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable Pillow_bar__plus_00_dot_33_bar__plus_00_dot_14_bar__plus_04_dot_22)
        (objectType Laptop_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_04_dot_02 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_04_dot_02 Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31)
        (objectAtLocation Laptop_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_04_dot_02 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable Laptop_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_04_dot_02)
        (objectType RemoteControl_bar__plus_00_dot_46_bar__plus_00_dot_12_bar__plus_04_dot_61 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_46_bar__plus_00_dot_12_bar__plus_04_dot_61 Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31)
        (objectAtLocation RemoteControl_bar__plus_00_dot_46_bar__plus_00_dot_12_bar__plus_04_dot_61 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_46_bar__plus_00_dot_12_bar__plus_04_dot_61)
        (objectType RemoteControl_bar__plus_00_dot_23_bar__plus_00_dot_22_bar__plus_04_dot_38 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_23_bar__plus_00_dot_22_bar__plus_04_dot_38 Ottoman_bar__plus_00_dot_49_bar__plus_00_dot_00_bar__plus_04_dot_31)
        (objectAtLocation RemoteControl_bar__plus_00_dot_23_bar__plus_00_dot_22_bar__plus_04_dot_38 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_23_bar__plus_00_dot_22_bar__plus_04_dot_38)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType PencilType)
        (canContain OttomanType BookType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SideTableType BookType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (canContain SofaType BookType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar_2_bar_9_bar_2_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o VaseType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    