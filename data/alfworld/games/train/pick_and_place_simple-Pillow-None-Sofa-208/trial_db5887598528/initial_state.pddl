(define (problem plan_trial_db5887598528)
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
        Pillow_bar__minus_00_dot_64_bar__plus_00_dot_22_bar__plus_01_dot_10 - object
        Vase_bar__minus_02_dot_20_bar__plus_00_dot_18_bar__plus_00_dot_73 - object
        Vase_bar__minus_02_dot_17_bar__plus_00_dot_70_bar__plus_01_dot_34 - object
        Statue_bar__minus_02_dot_22_bar__plus_00_dot_71_bar__plus_00_dot_53 - object
        Statue_bar__minus_02_dot_13_bar__plus_00_dot_27_bar__plus_00_dot_62 - object
        Laptop_bar__minus_00_dot_39_bar__plus_00_dot_03_bar__plus_02_dot_08 - object
        KeyChain_bar__minus_00_dot_60_bar__plus_00_dot_12_bar__plus_02_dot_06 - object
        KeyChain_bar__minus_01_dot_97_bar__plus_00_dot_18_bar__plus_00_dot_51 - object
        ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 - receptacle
        DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 - receptacle
        Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 - receptacle
        GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 - receptacle
        Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 - receptacle
        Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 - receptacle
        Shelf_bar__minus_00_dot_61_bar__plus_01_dot_32_bar__minus_02_dot_83 - receptacle
        Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 - receptacle
        Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 - receptacle
        Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 - receptacle
        Shelf_bar__minus_02_dot_10_bar__plus_00_dot_47_bar__plus_01_dot_14 - receptacle
        Shelf_bar__minus_02_dot_13_bar__plus_00_dot_56_bar__plus_00_dot_40 - receptacle
        Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77 - receptacle
        SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 - receptacle
        TVStand_bar__minus_02_dot_24_bar__plus_00_dot_00_bar__plus_00_dot_76 - receptacle
        loc_bar__minus_11_bar_0_bar_0_bar_30 - location
        loc_bar__minus_16_bar__minus_15_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_3_bar_3_bar_30 - location
        loc_bar__minus_5_bar_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_1_bar_30 - location
        loc_bar__minus_9_bar__minus_17_bar_1_bar_30 - location
        loc_bar_0_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar_4_bar_1_bar_30 - location
        loc_bar_5_bar_4_bar_1_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95 loc_bar__minus_7_bar_7_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_10_bar__plus_00_dot_00_bar__minus_03_dot_61 loc_bar__minus_16_bar__minus_15_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09 loc_bar_4_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_75_bar__plus_00_dot_78_bar__plus_01_dot_09)
        (receptacleType GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_34_bar__plus_00_dot_00_bar__minus_04_dot_83 loc_bar__minus_9_bar__minus_17_bar_1_bar_30)
        (receptacleType Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 OttomanType)
        (receptacleAtLocation Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05 loc_bar_0_bar__minus_1_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_61_bar__plus_00_dot_88_bar__minus_02_dot_83 loc_bar__minus_2_bar__minus_8_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_61_bar__plus_01_dot_32_bar__minus_02_dot_83 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_61_bar__plus_01_dot_32_bar__minus_02_dot_83 loc_bar__minus_1_bar__minus_8_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_08_bar__plus_00_dot_17_bar__plus_01_dot_14 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_09_bar__plus_00_dot_17_bar__plus_00_dot_40 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40 loc_bar__minus_5_bar_3_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_10_bar__plus_00_dot_47_bar__plus_01_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_10_bar__plus_00_dot_47_bar__plus_01_dot_14 loc_bar__minus_4_bar_3_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_13_bar__plus_00_dot_56_bar__plus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_13_bar__plus_00_dot_56_bar__plus_00_dot_40 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_83_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar_5_bar_4_bar_1_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_78_bar__plus_00_dot_00_bar__minus_00_dot_51 loc_bar__minus_2_bar__minus_3_bar_1_bar_30)
        (receptacleType TVStand_bar__minus_02_dot_24_bar__plus_00_dot_00_bar__plus_00_dot_76 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_02_dot_24_bar__plus_00_dot_00_bar__plus_00_dot_76 loc_bar__minus_2_bar_3_bar_3_bar_30)
        (objectType Pillow_bar__minus_00_dot_64_bar__plus_00_dot_22_bar__plus_01_dot_10 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_64_bar__plus_00_dot_22_bar__plus_01_dot_10 Ottoman_bar__minus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_05)
        (objectAtLocation Pillow_bar__minus_00_dot_64_bar__plus_00_dot_22_bar__plus_01_dot_10 loc_bar_0_bar__minus_1_bar_0_bar_30)
        (pickupable Pillow_bar__minus_00_dot_64_bar__plus_00_dot_22_bar__plus_01_dot_10)
        (objectType Vase_bar__minus_02_dot_20_bar__plus_00_dot_18_bar__plus_00_dot_73 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_20_bar__plus_00_dot_18_bar__plus_00_dot_73 Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77)
        (objectAtLocation Vase_bar__minus_02_dot_20_bar__plus_00_dot_18_bar__plus_00_dot_73 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Vase_bar__minus_02_dot_20_bar__plus_00_dot_18_bar__plus_00_dot_73)
        (objectType Vase_bar__minus_02_dot_17_bar__plus_00_dot_70_bar__plus_01_dot_34 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_17_bar__plus_00_dot_70_bar__plus_01_dot_34 Shelf_bar__minus_02_dot_10_bar__plus_00_dot_47_bar__plus_01_dot_14)
        (objectAtLocation Vase_bar__minus_02_dot_17_bar__plus_00_dot_70_bar__plus_01_dot_34 loc_bar__minus_4_bar_3_bar_3_bar_30)
        (pickupable Vase_bar__minus_02_dot_17_bar__plus_00_dot_70_bar__plus_01_dot_34)
        (objectType Statue_bar__minus_02_dot_22_bar__plus_00_dot_71_bar__plus_00_dot_53 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_22_bar__plus_00_dot_71_bar__plus_00_dot_53 Shelf_bar__minus_02_dot_09_bar__plus_00_dot_41_bar__plus_00_dot_40)
        (objectAtLocation Statue_bar__minus_02_dot_22_bar__plus_00_dot_71_bar__plus_00_dot_53 loc_bar__minus_5_bar_3_bar_3_bar_30)
        (pickupable Statue_bar__minus_02_dot_22_bar__plus_00_dot_71_bar__plus_00_dot_53)
        (objectType Statue_bar__minus_02_dot_13_bar__plus_00_dot_27_bar__plus_00_dot_62 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_13_bar__plus_00_dot_27_bar__plus_00_dot_62 Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77)
        (objectAtLocation Statue_bar__minus_02_dot_13_bar__plus_00_dot_27_bar__plus_00_dot_62 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__minus_02_dot_13_bar__plus_00_dot_27_bar__plus_00_dot_62)
        (objectType Laptop_bar__minus_00_dot_39_bar__plus_00_dot_03_bar__plus_02_dot_08 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_39_bar__plus_00_dot_03_bar__plus_02_dot_08 ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95)
        (objectAtLocation Laptop_bar__minus_00_dot_39_bar__plus_00_dot_03_bar__plus_02_dot_08 loc_bar__minus_7_bar_7_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_39_bar__plus_00_dot_03_bar__plus_02_dot_08)
        (objectType KeyChain_bar__minus_00_dot_60_bar__plus_00_dot_12_bar__plus_02_dot_06 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_60_bar__plus_00_dot_12_bar__plus_02_dot_06 ArmChair_bar__minus_00_dot_56_bar__plus_00_dot_00_bar__plus_01_dot_95)
        (objectAtLocation KeyChain_bar__minus_00_dot_60_bar__plus_00_dot_12_bar__plus_02_dot_06 loc_bar__minus_7_bar_7_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_60_bar__plus_00_dot_12_bar__plus_02_dot_06)
        (objectType KeyChain_bar__minus_01_dot_97_bar__plus_00_dot_18_bar__plus_00_dot_51 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_97_bar__plus_00_dot_18_bar__plus_00_dot_51 Shelf_bar__minus_02_dot_24_bar__plus_00_dot_17_bar__plus_00_dot_77)
        (objectAtLocation KeyChain_bar__minus_01_dot_97_bar__plus_00_dot_18_bar__plus_00_dot_51 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_97_bar__plus_00_dot_18_bar__plus_00_dot_51)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType KeyChainType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType PillowType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (atLocation agent1 loc_bar__minus_11_bar_0_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PillowType)
                            (receptacleType ?r SofaType)
                        )
                    )
                )
            )
        )
    )
    