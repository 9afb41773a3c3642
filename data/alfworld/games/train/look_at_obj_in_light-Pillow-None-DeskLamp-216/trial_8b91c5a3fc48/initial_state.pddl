(define (problem plan_trial_8b91c5a3fc48)
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
        Pillow_bar__plus_00_dot_21_bar__plus_00_dot_20_bar__minus_01_dot_41 - object
        Pillow_bar__minus_00_dot_09_bar__plus_00_dot_12_bar__minus_01_dot_67 - object
        TissueBox_bar__minus_01_dot_16_bar__plus_00_dot_86_bar__plus_00_dot_80 - object
        TissueBox_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_21 - object
        Laptop_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_30 - object
        Laptop_bar__minus_04_dot_05_bar__plus_00_dot_25_bar__plus_00_dot_08 - object
        Vase_bar__minus_00_dot_39_bar__plus_00_dot_27_bar__plus_01_dot_40 - object
        CreditCard_bar__minus_00_dot_99_bar__plus_00_dot_80_bar__plus_01_dot_15 - object
        CreditCard_bar__minus_01_dot_29_bar__plus_00_dot_88_bar__plus_00_dot_81 - object
        Statue_bar__minus_04_dot_02_bar__plus_00_dot_07_bar__minus_00_dot_01 - object
        Statue_bar__minus_00_dot_52_bar__plus_00_dot_40_bar__plus_01_dot_33 - object
        DeskLamp_bar__plus_01_dot_59_bar__plus_00_dot_22_bar__minus_01_dot_44 - object
        ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 - receptacle
        Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 - receptacle
        Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 - receptacle
        SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 - receptacle
        SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 - receptacle
        SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 - receptacle
        GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 - receptacle
        loc_bar__minus_12_bar_3_bar_2_bar_30 - location
        loc_bar__minus_16_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_0_bar_45 - location
        loc_bar_1_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_30 - location
    )
(:init
        (receptacleType ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 loc_bar_4_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07)
        (receptacleType Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20 loc_bar_1_bar_1_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 loc_bar_4_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_16_bar__plus_00_dot_43_bar__minus_00_dot_87 loc_bar_1_bar__minus_3_bar_0_bar_45)
        (objectType Pillow_bar__plus_00_dot_21_bar__plus_00_dot_20_bar__minus_01_dot_41 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_21_bar__plus_00_dot_20_bar__minus_01_dot_41 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Pillow_bar__plus_00_dot_21_bar__plus_00_dot_20_bar__minus_01_dot_41 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pillow_bar__plus_00_dot_21_bar__plus_00_dot_20_bar__minus_01_dot_41)
        (objectType Pillow_bar__minus_00_dot_09_bar__plus_00_dot_12_bar__minus_01_dot_67 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_09_bar__plus_00_dot_12_bar__minus_01_dot_67 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Pillow_bar__minus_00_dot_09_bar__plus_00_dot_12_bar__minus_01_dot_67 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pillow_bar__minus_00_dot_09_bar__plus_00_dot_12_bar__minus_01_dot_67)
        (objectType TissueBox_bar__minus_01_dot_16_bar__plus_00_dot_86_bar__plus_00_dot_80 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_16_bar__plus_00_dot_86_bar__plus_00_dot_80 Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (objectAtLocation TissueBox_bar__minus_01_dot_16_bar__plus_00_dot_86_bar__plus_00_dot_80 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_16_bar__plus_00_dot_86_bar__plus_00_dot_80)
        (objectType TissueBox_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_21 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_21 Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20)
        (objectAtLocation TissueBox_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_21 loc_bar_1_bar_1_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_00_dot_36_bar__plus_00_dot_38_bar__plus_01_dot_21)
        (objectType Laptop_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_30 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_30 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Laptop_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_30 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_01_dot_30)
        (objectType Laptop_bar__minus_04_dot_05_bar__plus_00_dot_25_bar__plus_00_dot_08 LaptopType)
        (inReceptacle Laptop_bar__minus_04_dot_05_bar__plus_00_dot_25_bar__plus_00_dot_08 DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26)
        (objectAtLocation Laptop_bar__minus_04_dot_05_bar__plus_00_dot_25_bar__plus_00_dot_08 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (pickupable Laptop_bar__minus_04_dot_05_bar__plus_00_dot_25_bar__plus_00_dot_08)
        (objectType Vase_bar__minus_00_dot_39_bar__plus_00_dot_27_bar__plus_01_dot_40 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_39_bar__plus_00_dot_27_bar__plus_01_dot_40 SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Vase_bar__minus_00_dot_39_bar__plus_00_dot_27_bar__plus_01_dot_40 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Vase_bar__minus_00_dot_39_bar__plus_00_dot_27_bar__plus_01_dot_40)
        (objectType CreditCard_bar__minus_00_dot_99_bar__plus_00_dot_80_bar__plus_01_dot_15 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_99_bar__plus_00_dot_80_bar__plus_01_dot_15 Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (objectAtLocation CreditCard_bar__minus_00_dot_99_bar__plus_00_dot_80_bar__plus_01_dot_15 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_99_bar__plus_00_dot_80_bar__plus_01_dot_15)
        (objectType CreditCard_bar__minus_01_dot_29_bar__plus_00_dot_88_bar__plus_00_dot_81 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_29_bar__plus_00_dot_88_bar__plus_00_dot_81 Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (objectAtLocation CreditCard_bar__minus_01_dot_29_bar__plus_00_dot_88_bar__plus_00_dot_81 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_29_bar__plus_00_dot_88_bar__plus_00_dot_81)
        (objectType Statue_bar__minus_04_dot_02_bar__plus_00_dot_07_bar__minus_00_dot_01 StatueType)
        (inReceptacle Statue_bar__minus_04_dot_02_bar__plus_00_dot_07_bar__minus_00_dot_01 DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26)
        (objectAtLocation Statue_bar__minus_04_dot_02_bar__plus_00_dot_07_bar__minus_00_dot_01 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (pickupable Statue_bar__minus_04_dot_02_bar__plus_00_dot_07_bar__minus_00_dot_01)
        (objectType Statue_bar__minus_00_dot_52_bar__plus_00_dot_40_bar__plus_01_dot_33 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_52_bar__plus_00_dot_40_bar__plus_01_dot_33 Shelf_bar__minus_00_dot_63_bar__plus_00_dot_12_bar__plus_01_dot_20)
        (objectAtLocation Statue_bar__minus_00_dot_52_bar__plus_00_dot_40_bar__plus_01_dot_33 loc_bar_1_bar_1_bar_0_bar_30)
        (pickupable Statue_bar__minus_00_dot_52_bar__plus_00_dot_40_bar__plus_01_dot_33)
        (objectType DeskLamp_bar__plus_01_dot_59_bar__plus_00_dot_22_bar__minus_01_dot_44 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_59_bar__plus_00_dot_22_bar__minus_01_dot_44 SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation DeskLamp_bar__plus_01_dot_59_bar__plus_00_dot_22_bar__minus_01_dot_44 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_59_bar__plus_00_dot_22_bar__minus_01_dot_44)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType StatueType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType VaseType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (atLocation agent1 loc_bar__minus_12_bar_3_bar_2_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    